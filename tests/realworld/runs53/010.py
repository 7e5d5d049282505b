# torch.autocast op lists ported to MindSpore custom_mixed_precision
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.amp import custom_mixed_precision

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 64)
        self.ln = nn.LayerNorm((64,))
        self.fc2 = nn.Dense(64, 4)
        self.act = nn.ReLU()
    def construct(self, x):
        return self.fc2(self.act(self.ln(self.fc1(x))))

net = MLP()
# torch autocast runs these in fp16: "linear", "matmul", "conv2d"
net = custom_mixed_precision(net, white_list=["linear", "matmul", "conv2d"], dtype=ms.float16)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
x = ms.Tensor(np.random.randn(16, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, (16,)).astype(np.int32))
for i in range(10):
    print(i, train(x, y))
