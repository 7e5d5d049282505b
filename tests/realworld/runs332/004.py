"""Port of a PyTorch regression MLP trained with torch.cuda.amp.GradScaler(init_scale=1024)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(4)

rng = np.random.default_rng(4)
N, D = 2048, 16
X = rng.standard_normal((N, D)).astype(np.float32)
w_true = rng.standard_normal((D, 1)).astype(np.float32)
Y = (X @ w_true + 0.1 * rng.standard_normal((N, 1))).astype(np.float32)

loader = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(D, 64), nn.GELU(), nn.Dense(64, 64), nn.GELU(), nn.Dense(64, 1))
net_with_loss = nn.WithLossCell(net, nn.MSELoss())
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)

LOSS_SCALE = 1024.0
train_step = nn.TrainOneStepCell(net_with_loss, optimizer, sens=LOSS_SCALE)
train_step.set_train()

global_step = 0
for epoch in range(3):
    epoch_losses = []
    for x, y in loader.create_tuple_iterator():
        loss = train_step(x, y)
        epoch_losses.append(float(loss.asnumpy()))
        if global_step % 4 == 0:
            print(f"epoch {epoch} step {global_step} loss {epoch_losses[-1]:.6f} loss_scale {LOSS_SCALE}")
        global_step += 1
    print(f"epoch {epoch} mean loss {np.mean(epoch_losses):.6f}")
