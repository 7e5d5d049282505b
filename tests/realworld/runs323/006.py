# Transfer learning port: frozen pretrained backbone, new classification head for 5 classes.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
    def construct(self, x):
        return self.layers(x)

class Classifier(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.backbone = Backbone()
        self.head = nn.Dense(64, num_classes)
    def construct(self, x):
        return self.head(self.backbone(x))

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = (X[:, :5].argmax(axis=1)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64)

model = Classifier(num_classes=10)
for p in model.backbone.trainable_params():
    p.requires_grad = False
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.1, momentum=0.9)
# replace the head for the 5-class task
model.head = nn.Dense(64, 5)
loss_fn = nn.CrossEntropyLoss()

def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)
for epoch in range(5):
    total, correct, n = 0.0, 0, 0
    for x, y in train_ds.create_tuple_iterator():
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        total += loss.asnumpy() * x.shape[0]
        correct += (logits.argmax(axis=1) == y).sum().asnumpy()
        n += x.shape[0]
    print(f"epoch {epoch} train_loss {total / n:.4f} train_acc {correct / n:.4f}")
