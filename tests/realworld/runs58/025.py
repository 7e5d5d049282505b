# Ascend 910 training context (memory cap, precision mode) kept unchanged while smoke-testing on a CPU laptop
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU", max_device_memory="30GB",
               ascend_config={"precision_mode": "allow_fp32_to_fp16"})
ms.set_seed(1)
rng = np.random.RandomState(1)
w_true = rng.randn(8, 1).astype(np.float32)
net = nn.SequentialCell([nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1)])
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
for step in range(60):
    x = rng.randn(64, 8).astype(np.float32)
    loss = train(ms.Tensor(x), ms.Tensor(x @ w_true))
    if step % 10 == 0 or step == 59:
        print(f"step {step} loss {loss.asnumpy():.5f}")
