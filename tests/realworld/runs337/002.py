"""Two-stage port of an HF-style recipe: pretrain encoder+head on task A, save the encoder, then
reload the encoder into a fresh model and train a linear probe on task B (encoder frozen)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(42)
rng = np.random.default_rng(42)

IN_DIM, HID, N_CLS = 32, 64, 4


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(IN_DIM, HID)
        self.fc2 = nn.Dense(HID, HID)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.fc2(self.act(self.fc1(x))))


class Classifier(nn.Cell):
    def __init__(self, encoder=None):
        super().__init__()
        self.encoder = encoder if encoder is not None else Encoder()
        self.head = nn.Dense(HID, N_CLS)

    def construct(self, x):
        return self.head(self.encoder(x))


# synthetic task: class decided by a fixed random nonlinear teacher
teacher_w1 = rng.standard_normal((IN_DIM, 16)).astype(np.float32)
teacher_w2 = rng.standard_normal((16, N_CLS)).astype(np.float32)


def make_data(n):
    x = rng.standard_normal((n, IN_DIM)).astype(np.float32)
    y = np.argmax(np.tanh(x @ teacher_w1) @ teacher_w2, axis=1).astype(np.int32)
    return x, y


def loader(x, y, bs=64, shuffle=True):
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=shuffle).batch(bs)


def train(net, params, dataset, epochs, lr, tag):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(params, learning_rate=lr)

    def forward_fn(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
    for epoch in range(epochs):
        net.set_train()
        losses = []
        for x, y in dataset.create_tuple_iterator():
            loss, grads = grad_fn(x, y)
            opt(grads)
            losses.append(loss.asnumpy())
        print(f"[{tag}] epoch {epoch} train_loss {np.mean(losses):.4f}")


def evaluate(net, dataset, tag):
    net.set_train(False)
    correct, total = 0, 0
    for x, y in dataset.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    print(f"[{tag}] eval accuracy {correct / total:.4f} ({correct}/{total})")


# ---------------- stage 1: pretrain ----------------
x_tr, y_tr = make_data(4000)
x_te, y_te = make_data(1000)
model = Classifier()
train(model, model.trainable_params(), loader(x_tr, y_tr), epochs=6, lr=3e-3, tag="pretrain")
evaluate(model, loader(x_te, y_te, shuffle=False), "pretrain")
ms.save_checkpoint(model.encoder, "encoder.ckpt")
print("saved encoder to encoder.ckpt")

# ---------------- stage 2: linear probe with the pretrained encoder ----------------
encoder = Encoder()
param_dict = ms.load_checkpoint("encoder.ckpt")
ms.load_param_into_net(encoder, param_dict)
print("loaded encoder weights from encoder.ckpt")
for p in encoder.get_parameters():
    p.requires_grad = False

probe = Classifier(encoder)
x_b, y_b = make_data(500)
train(probe, probe.head.trainable_params(), loader(x_b, y_b), epochs=6, lr=1e-2, tag="probe")
evaluate(probe, loader(x_te, y_te, shuffle=False), "probe")
