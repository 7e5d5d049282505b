# fp16 training with a dynamic loss scale (torch.cuda.amp GradScaler ported to TrainOneStepWithLossScaleCell)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 1))
net.to_float(ms.float16)
loss_net = nn.WithLossCell(net, nn.MSELoss())
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
scale = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**24, scale_factor=2, scale_window=1000)
train = nn.TrainOneStepWithLossScaleCell(loss_net, opt, scale_sense=scale)
train.set_train()

# raw pixel-scale targets (0..60000) and inputs, not normalised as in the original pipeline
X = (np.random.rand(256, 32) * 255).astype(np.float32)
Y = (X.sum(1, keepdims=True) * 7.5).astype(np.float32)
for step in range(30):
    idx = np.random.choice(256, 32, replace=False)
    loss, overflow, cur_scale = train(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
    print(f"step {step:3d} | loss {loss.asnumpy():.4f} | overflow {bool(overflow.asnumpy())} | loss_scale {cur_scale.asnumpy():.1f}")
