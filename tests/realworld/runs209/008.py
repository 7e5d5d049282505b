"""Train a sentiment-style classifier with a training wrapper, then reload the saved weights for evaluation."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 32)).astype(np.float32)
W = rng.normal(size=(32, 5)).astype(np.float32)
y = (X @ W).argmax(1).astype(np.int32)
X_tr, y_tr, X_te, y_te = X[:2500], y[:2500], X[2500:], y[2500:]


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 128)
        self.fc2 = nn.Dense(128, 5)
        self.act = nn.GELU()

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


class ClassifierModule(nn.Cell):
    """Like a LightningModule: holds the model and computes the loss."""

    def __init__(self):
        super().__init__()
        self.model = Classifier()
        self.criterion = nn.CrossEntropyLoss()

    def construct(self, x, t):
        return self.criterion(self.model(x), t)


train_ds = ds.NumpySlicesDataset({"x": X_tr, "y": y_tr}, shuffle=True).batch(50)
test_ds = ds.NumpySlicesDataset({"x": X_te, "y": y_te}, shuffle=False).batch(100)

module = ClassifierModule()
opt = nn.Adam(module.trainable_params(), learning_rate=2e-3)
train_step = nn.TrainOneStepCell(module, opt)
train_step.set_train()
for epoch in range(6):
    for i, b in enumerate(train_ds.create_dict_iterator()):
        loss = train_step(b["x"], b["y"])
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
ms.save_checkpoint(module, "classifier.ckpt")
print("saved classifier.ckpt")

# ---- evaluation/export part: rebuild the same architecture as a plain SequentialCell ----
model = nn.SequentialCell([nn.Dense(32, 128), nn.GELU(), nn.Dense(128, 5)])
ms.load_checkpoint("classifier.ckpt", net=model)
model.set_train(False)
correct = total = 0
for b in test_ds.create_dict_iterator():
    pred = model(b["x"]).argmax(1).asnumpy()
    correct += int((pred == b["y"].asnumpy()).sum())
    total += len(pred)
print(f"test accuracy: {correct / total:.4f} ({correct}/{total})")
