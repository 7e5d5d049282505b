# Port of HF "from_pretrained then evaluate" flow: a classifier fine-tuned in one job, evaluated in another.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(3)

D, H, C = 20, 64, 4

def make_split(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(123).normal(0, 3, size=(C, D))
    y = rng.integers(0, C, size=n)
    x = centers[y] + rng.normal(size=(n, D))
    return x.astype(np.float32), y.astype(np.int32)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense1 = nn.Dense(D, H)
        self.dense2 = nn.Dense(H, H)
        self.act = nn.GELU()
    def construct(self, x):
        return self.act(self.dense2(self.act(self.dense1(x))))

class EncoderForClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.classifier = nn.Dense(H, C)
    def construct(self, x):
        return self.classifier(self.encoder(x))

class LitClassifier(nn.Cell):
    """Port of the LightningModule: wraps the HF-style model and its loss."""
    def __init__(self):
        super().__init__()
        self.model = EncoderForClassification()
        self.loss_fn = nn.CrossEntropyLoss()
    def construct(self, x, y):
        return self.loss_fn(self.model(x), y)

def evaluate(net, loader):
    net.set_train(False)
    correct = total = 0
    for x, y in loader.create_tuple_iterator():
        pred = net(x).argmax(-1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    return correct / total

# ---- stage 1: fine-tune (as the original torch Trainer job did) ----
xtr, ytr = make_split(2000, 0)
xte, yte = make_split(500, 1)
train_ds = ds.NumpySlicesDataset((xtr, ytr), column_names=["x", "y"], shuffle=True).batch(64)
test_ds = ds.NumpySlicesDataset((xte, yte), column_names=["x", "y"], shuffle=False).batch(128)

model = EncoderForClassification()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, loss_fn), opt)
train_net.set_train()
for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, y)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f} eval acc {evaluate(model, test_ds):.4f}")
ms.save_checkpoint(model, "finetuned.ckpt")
print("saved finetuned.ckpt")

# ---- stage 2: evaluation job ----
lit = LitClassifier()
param_dict = ms.load_checkpoint("finetuned.ckpt")
ms.load_param_into_net(lit, param_dict)
eval_model = lit.model
print("loaded finetuned.ckpt")
acc = evaluate(eval_model, test_ds)
print(f"eval accuracy: {acc:.4f}")
