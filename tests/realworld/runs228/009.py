# Port of a PyTorch fine-tuning script: build model + optimizer, then (optionally) initialise from pretrained weights
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

NUM_CLASSES = 6

class ConvNet1D(nn.Cell):
    """Small 1-D CNN for sensor-window classification."""
    def __init__(self, in_ch=3, n_cls=NUM_CLASSES):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv1d(in_ch, 32, 5, pad_mode="same", has_bias=True), nn.ReLU(),
            nn.Conv1d(32, 32, 5, pad_mode="same", has_bias=True), nn.ReLU())
        self.fc = nn.Dense(32, n_cls)
    def construct(self, x):
        return self.fc(self.body(x).mean(-1))

def build_model(pretrained=None):
    net = ConvNet1D()
    if pretrained and os.path.exists(pretrained):
        ms.load_param_into_net(net, ms.load_checkpoint(pretrained))
        print(f"initialised from {pretrained}")
    return net

def make_windows(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NUM_CLASSES, n)
    t = np.linspace(0, 1, 64)
    x = np.stack([np.sin(2 * np.pi * (c + 1) * t + rng.uniform(0, 6.28, 3)[:, None]) for c in y])
    x += rng.normal(0, 0.3, x.shape)
    return x.astype(np.float32), y.astype(np.int32)

Xtr, ytr = make_windows(1200, 0)
Xva, yva = make_windows(300, 1)
train = ds.NumpySlicesDataset((Xtr, ytr), column_names=["x", "y"], shuffle=True).batch(32)

model = build_model()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()

# args.init_from: pretrained checkpoint produced by the sensor pretraining job (absent on this box)
model = build_model(pretrained="pretrained/convnet1d_har.ckpt")

def forward(x, y):
    return loss_fn(model(x), y)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

for epoch in range(5):
    model.set_train(True)
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    model.set_train(False)
    pred = model(ms.Tensor(Xva)).argmax(-1).asnumpy()
    print(f"epoch {epoch + 1}: train_loss {np.mean(losses):.4f} val_acc {(pred == yva).mean():.4f}", flush=True)
