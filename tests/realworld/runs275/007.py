# Port of a PyTorch fine-tuning script: optimizer built, then the model object is re-created from the
# pretrained weights (in the original: model = Model.from_pretrained(...) after the optimizer line).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 3))

    def construct(self, x):
        return self.net(x)


def build_model(ckpt=None):
    m = MLP()
    if ckpt is not None:
        ms.load_checkpoint(ckpt, m)
    return m


rng = np.random.default_rng(1)
w = rng.standard_normal((20, 3)).astype(np.float32)
x = rng.standard_normal((1024, 20)).astype(np.float32)
y = (x @ w).argmax(1).astype(np.int32)
ms.save_checkpoint(MLP(), "pretrained_mlp.ckpt")

model = build_model()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
model = build_model("pretrained_mlp.ckpt")
loss_fn = nn.CrossEntropyLoss()


def forward_fn(data, label):
    logits = model(data)
    return loss_fn(logits, label), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64)
for epoch in range(6):
    tot, correct, n = 0.0, 0, 0
    for data, label in train.create_tuple_iterator():
        (loss, logits), grads = grad_fn(data, label)
        optimizer(grads)
        tot += loss.asnumpy() * data.shape[0]
        correct += int((logits.argmax(1) == label).sum().asnumpy())
        n += data.shape[0]
    print(f"epoch {epoch} train_loss {tot / n:.4f} train_acc {correct / n:.4f}")
