"""Fine-tune a small MLP from a pretrained checkpoint with a custom PyNative loop (ported from a torch script)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(7)
HERE = os.path.dirname(os.path.abspath(__file__))


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(12, 48), nn.ReLU(), nn.Dense(48, 48), nn.ReLU())
        self.head = nn.Dense(48, 3)

    def construct(self, x):
        return self.head(self.body(x))


rng = np.random.default_rng(7)
W = rng.normal(size=(12, 3)).astype(np.float32)
X = rng.normal(size=(1536, 12)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1280], "y": Y[:1280]}, shuffle=True).batch(64)
valid = ds.NumpySlicesDataset({"x": X[1280:], "y": Y[1280:]}, shuffle=False).batch(128)

# "pretrained" weights from an earlier run (random init saved once)
pre_path = os.path.join(HERE, "ckpt_007_pretrained.ckpt")
ms.save_checkpoint(Classifier(), pre_path)

model = Classifier()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()

# load the pretrained backbone (torch: model = Classifier(); model.load_state_dict(torch.load(...)))
model = Classifier()
ms.load_param_into_net(model, ms.load_checkpoint(pre_path))


def forward(x, y):
    return loss_fn(model(x), y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


def evaluate():
    model.set_train(False)
    correct = n = 0
    for b in valid.create_dict_iterator():
        correct += int((model(b["x"]).argmax(1) == b["y"]).sum().asnumpy())
        n += b["y"].shape[0]
    model.set_train(True)
    return correct / n


for epoch in range(1, 6):
    model.set_train(True)
    total, steps = 0.0, 0
    for b in train.create_dict_iterator():
        loss, grads = grad_fn(b["x"], b["y"])
        optimizer(grads)
        total += float(loss.asnumpy())
        steps += 1
    print({"epoch": epoch, "train_loss": round(total / steps, 4), "val_acc": round(evaluate(), 4),
           "lr": 1e-3}, flush=True)
