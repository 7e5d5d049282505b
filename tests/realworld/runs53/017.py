# LoRA-style adapter added to an O2 mixed-precision model (torch: adapters were created after model.half())
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Normal

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)

class LoRADense(nn.Cell):
    def __init__(self, base, r=4, alpha=8):
        super().__init__()
        self.base = base
        self.lora_a = Parameter(initializer(Normal(0.02), (r, base.in_channels), ms.float32), name="lora_a")
        self.lora_b = Parameter(initializer("zeros", (base.out_channels, r), ms.float32), name="lora_b")
        self.scaling = alpha / r
    def construct(self, x):
        h = self.base(x)
        delta = ops.matmul(ops.matmul(x, self.lora_a.T), self.lora_b.T)
        return h + delta * self.scaling

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 64)
        self.fc2 = nn.Dense(64, 3)
    def construct(self, x):
        return self.fc2(ops.relu(self.fc1(x)))

model = Model()
model = ms.amp.auto_mixed_precision(model, "O2")      # torch: model.half()
model.fc1 = LoRADense(model.fc1)
for p in model.trainable_params():
    if "lora" not in p.name:
        p.requires_grad = False
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()), opt)
train.set_train()
x = ms.Tensor(np.random.randn(16, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 3, (16,)).astype(np.int32))
for step in range(10):
    print("step", step, "loss", train(x, y))
