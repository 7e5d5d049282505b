"""Fine-tune a small MLP intent classifier, save the checkpoint, then reload it into a fresh model for evaluation/export."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.dataset import GeneratorDataset

ms.set_device("CPU")
ms.set_seed(6)

IN_DIM, HIDDEN, NUM_CLASSES = 40, 64, 4
rng = np.random.default_rng(6)
centers = rng.normal(0, 1.0, size=(NUM_CLASSES, IN_DIM)).astype(np.float32)


def make_split(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, NUM_CLASSES, size=n)
    x = centers[y] + r.normal(0, 2.5, size=(n, IN_DIM)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)


class IntentClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense1 = nn.Dense(IN_DIM, HIDDEN)
        self.act = nn.ReLU()
        self.dense2 = nn.Dense(HIDDEN, NUM_CLASSES)

    def construct(self, x):
        return self.dense2(self.act(self.dense1(x)))


class ClassifierWithLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.loss_fn = nn.CrossEntropyLoss()

    def construct(self, x, y):
        return self.loss_fn(self.model(x), y)


class IntentClassifierForExport(nn.Cell):
    """Same architecture, layer names follow the HF DistilBertForSequenceClassification head used by serving."""

    def __init__(self):
        super().__init__()
        self.pre_classifier = nn.Dense(IN_DIM, HIDDEN)
        self.act = nn.ReLU()
        self.classifier = nn.Dense(HIDDEN, NUM_CLASSES)

    def construct(self, x):
        return self.classifier(self.act(self.pre_classifier(x)))


def evaluate(model, x, y):
    model.set_train(False)
    logits = model(ms.Tensor(x))
    pred = logits.argmax(axis=1).asnumpy()
    return float((pred == y).mean())


x_tr, y_tr = make_split(1024, 0)
x_te, y_te = make_split(256, 1)
train_ds = GeneratorDataset(list(zip(x_tr, y_tr)), ["x", "y"], shuffle=True).batch(32)

model = IntentClassifier()
train_net = ClassifierWithLoss(model)
opt = nn.Adam(train_net.trainable_params(), learning_rate=1e-2)
step_cell = nn.TrainOneStepCell(train_net, opt)
step_cell.set_train()
for epoch in range(3):
    losses = []
    for x, y in train_ds.create_tuple_iterator():
        losses.append(float(step_cell(x, y).asnumpy()))
    print(f"epoch {epoch} train loss {np.mean(losses):.4f} test acc {evaluate(model, x_te, y_te):.4f}")
    model.set_train(True)

ms.save_checkpoint(train_net, "intent_classifier.ckpt")
print("saved intent_classifier.ckpt")

# reload into a fresh model (what the serving / export script does)
serving_model = IntentClassifierForExport()
params = ms.load_checkpoint("intent_classifier.ckpt")
ms.load_param_into_net(serving_model, params)
print(f"reloaded model test acc {evaluate(serving_model, x_te, y_te):.4f}")
