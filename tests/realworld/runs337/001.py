"""Fine-tune a small pretrained MLP classifier (MindSpore port of an HF Trainer recipe):
build model + optimizer, restore the pretrained checkpoint, then train on the new task."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(2024)
rng = np.random.default_rng(2024)

IN_DIM, HID, N_CLS = 32, 96, 8
CKPT = "pretrained_mlp.ckpt"


class MLPClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN_DIM, HID)
        self.fc2 = nn.Dense(HID, HID)
        self.out = nn.Dense(HID, N_CLS)
        self.act = nn.GELU()

    def construct(self, x):
        return self.out(self.act(self.fc2(self.act(self.fc1(x)))))

    @classmethod
    def from_pretrained(cls, path):
        model = cls()
        if os.path.exists(path):
            ms.load_checkpoint(path, model)
        return model


if not os.path.exists(CKPT):           # the "pretrained" weights (random init stands in for them)
    ms.save_checkpoint(MLPClassifier(), CKPT)

w = rng.standard_normal((IN_DIM, N_CLS)).astype(np.float32)
x_tr = rng.standard_normal((4000, IN_DIM)).astype(np.float32)
y_tr = np.argmax(x_tr @ w, axis=1).astype(np.int32)
x_va = rng.standard_normal((800, IN_DIM)).astype(np.float32)
y_va = np.argmax(x_va @ w, axis=1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False).batch(200)

# --- setup, following the order of the original train.py ---
model = MLPClassifier()
num_params = sum(p.size for p in model.trainable_params())
print(f"model parameters: {num_params}")
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()

model = MLPClassifier.from_pretrained(CKPT)
print(f"restored weights from {CKPT}")


def forward_fn(x, y):
    return loss_fn(model(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

for epoch in range(6):
    model.set_train()
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    model.set_train(False)
    correct = total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((model(x).argmax(axis=1) == y).sum().asnumpy())
        total += y.shape[0]
    print(f"epoch {epoch}: train_loss {np.mean(losses):.4f} val_acc {correct / total:.4f}")
