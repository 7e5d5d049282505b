# Port of a PyTorch CNN training loop (synthetic 16x16 images, 4 classes) to MindSpore functional training.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(7)
rng = np.random.default_rng(7)
N = 1024
Y = rng.integers(0, 4, size=N).astype(np.int32)
X = rng.normal(0, 1, size=(N, 1, 16, 16)).astype(np.float32)
for c in range(4):  # class-dependent bright quadrant
    idx = Y == c
    r, q = divmod(c, 2)
    X[idx, :, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8] += 1.5

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.Dense(32 * 4 * 4, num_classes)
    def construct(self, x):
        return self.classifier(self.features(x).reshape(x.shape[0], -1))

def build_model(pretrained_ckpt=None):
    model = SmallCNN()
    if pretrained_ckpt:
        ms.load_checkpoint(pretrained_ckpt, model)
    return model

model = build_model()
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()

# warm start from the initial weights exported by the reference run
ms.save_checkpoint(model, "init.ckpt")
model = build_model("init.ckpt")

def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)
train = ds.NumpySlicesDataset({"image": X, "label": Y}, shuffle=True).batch(64, drop_remainder=True)

for epoch in range(4):
    correct, seen = 0, 0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        correct += int((logits.argmax(1) == y).sum().asnumpy())
        seen += y.shape[0]
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} train_acc {correct / seen:.4f}")
