# LoRA finetune of a small MLP regressor, ported from a PEFT-style PyTorch script.
# Base weights are loaded in half precision (torch_dtype=torch.float16 in the original), adapters train in fp32.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
from mindspore.common.initializer import initializer, HeUniform, Zero
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)

class LoRALinear(nn.Cell):
    def __init__(self, in_f, out_f, r=4, alpha=8, base_dtype=ms.float16):
        super().__init__()
        self.weight = Parameter(initializer(HeUniform(math.sqrt(5)), (out_f, in_f), base_dtype),
                                name="weight", requires_grad=False)
        self.bias = Parameter(initializer(Zero(), (out_f,), base_dtype), name="bias", requires_grad=False)
        self.lora_A = Parameter(initializer(HeUniform(math.sqrt(5)), (r, in_f), ms.float32), name="lora_A")
        self.lora_B = Parameter(initializer(Zero(), (out_f, r), ms.float32), name="lora_B")
        self.scaling = alpha / r

    def construct(self, x):
        result = ops.matmul(x, self.weight.T) + self.bias
        lora = ops.matmul(ops.matmul(x, self.lora_A.T), self.lora_B.T) * self.scaling
        return result + lora

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = LoRALinear(16, 64)
        self.act = nn.GELU()
        self.fc2 = LoRALinear(64, 1)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x))).squeeze(-1)

rng = np.random.default_rng(0)
X = rng.standard_normal((512, 16)).astype(np.float32)
w = rng.standard_normal(16).astype(np.float32)
y = (X @ w + 0.1 * rng.standard_normal(512)).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)

net = Regressor()
trainable = net.trainable_params()
print("trainable params:", [p.name for p in trainable])
opt = nn.AdamWeightDecay(trainable, learning_rate=1e-3, weight_decay=0.0)
loss_fn = nn.MSELoss()

def forward_fn(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
net.set_train()
for epoch in range(3):
    for step, (xb, yb) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.5f}")
