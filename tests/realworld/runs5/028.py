# Warm-up schedule built with the epoch count where the step count was expected: the learning rate
# stays ~0 for the whole run and the loss does not move.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
rng = np.random.default_rng(3)
x = rng.normal(size=(320, 10)).astype(np.float32)
y = (x[:, :3].sum(1) > 0).astype(np.int32)
steps_per_epoch, epochs = 10, 5
lr = nn.warmup_lr(learning_rate=0.1, total_step=steps_per_epoch * epochs, step_per_epoch=steps_per_epoch, warmup_epoch=50000)
net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9))
for epoch in range(epochs):
    losses = [float(step(Tensor(x[i:i + 32]), Tensor(y[i:i + 32])).asnumpy()) for i in range(0, 320, 32)]
    print(f"epoch {epoch + 1}/{epochs} loss {np.mean(losses):.6f}", flush=True)
