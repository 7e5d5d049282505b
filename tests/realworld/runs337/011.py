"""Port of a torch.cuda.amp training loop (autocast + GradScaler) to MindSpore amp:
auto_mixed_precision O2 + DynamicLossScaler + all_finite, small ConvNet on synthetic images."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, amp
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(17)
rng = np.random.default_rng(17)


class ConvNet(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 64), nn.ReLU(),
                                            nn.Dense(64, num_classes))

    def construct(self, x):
        return self.classifier(self.features(x))


def gen(n=1280):
    for _ in range(n):
        y = int(rng.integers(0, 4))
        img = rng.normal(0, 0.3, size=(1, 16, 16)).astype(np.float32)
        r, c = divmod(y, 2)
        img[0, r * 8:(r + 1) * 8, c * 8:(c + 1) * 8] += 1.0
        yield img, np.int32(y)


train_ds = ds.GeneratorDataset(lambda: gen(), ["image", "label"], shuffle=False).batch(32, drop_remainder=True)

net = ConvNet()
net = amp.auto_mixed_precision(net, "O2")
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
loss_scaler = amp.DynamicLossScaler(scale_value=2 ** 16, scale_factor=2, scale_window=50)


def forward_fn(x, y):
    logits = net(x)
    loss = loss_fn(logits.astype(ms.float32), y)
    return loss_scaler.scale(loss)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

global_step = 0
for epoch in range(4):
    net.set_train()
    for x, y in train_ds.create_tuple_iterator():
        scaled_loss, grads = grad_fn(x, y)
        loss = loss_scaler.unscale(scaled_loss)
        is_finite = amp.all_finite(grads)
        if is_finite:
            optimizer(grads)
        loss_scaler.adjust(is_finite)
        if global_step % 10 == 0:
            print(f"epoch {epoch} step {global_step} loss {loss.asnumpy():.4f} "
                  f"loss_scale {loss_scaler.scale_value.asnumpy():.1f} finite {bool(is_finite.asnumpy())}")
        global_step += 1
