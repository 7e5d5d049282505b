# LoRA fine-tune ported from HF PEFT. In the HF script model.save_pretrained(out) on a PeftModel writes
# only the adapter weights (adapter_model.safetensors), and the reload path was
#     base = AutoModel.from_pretrained(base_dir); model = PeftModel.from_pretrained(base, out)
# The MindSpore port saves only the trainable parameters (the LoRA matrices) the same way, but the
# evaluation script loads that file into a freshly built network with strict_load=False and no base weights.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.common.initializer import initializer, Normal, Zero

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

class LoRADense(nn.Cell):
    def __init__(self, din, dout, r=2):
        super().__init__()
        self.base = nn.Dense(din, dout)
        self.lora_a = Parameter(initializer(Normal(0.02), (r, din)), name="lora_a")
        self.lora_b = Parameter(initializer(Zero(), (dout, r)), name="lora_b")
    def construct(self, x):
        return self.base(x) + ops.matmul(ops.matmul(x, self.lora_a.T), self.lora_b.T)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = LoRADense(32, 64)
        self.act = nn.ReLU()
        self.fc2 = LoRADense(64, 10)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

X = np.random.randn(600, 32).astype(np.float32)
W1 = np.random.randn(32, 48).astype(np.float32); W2 = np.random.randn(48, 10).astype(np.float32)
Y = np.argmax(np.tanh(X @ W1) @ W2, axis=1).astype(np.int32)      # 10 classes from a teacher MLP
loss_fn = nn.CrossEntropyLoss()

def accuracy(net):
    pred = net(Tensor(X)).asnumpy().argmax(1)
    return float((pred == Y).mean())

# 1) "pretrained" base: full training
base = Classifier()
opt = nn.Adam(base.trainable_params(), learning_rate=1e-2)
gf = ms.value_and_grad(lambda x, y: loss_fn(base(x), y), None, opt.parameters)
for step in range(150):
    loss, g = gf(Tensor(X[:500]), Tensor(Y[:500]))
    opt(g)
ms.save_checkpoint(base, "base.ckpt")
print(f"base model: loss {float(loss.asnumpy()):.4f} acc {accuracy(base):.3f}")

# 2) LoRA fine-tune: freeze base weights, train the adapters only
for p in base.get_parameters():
    p.requires_grad = "lora" in p.name
opt = nn.Adam(base.trainable_params(), learning_rate=5e-3)
gf = ms.value_and_grad(lambda x, y: loss_fn(base(x), y), None, opt.parameters)
for step in range(20):
    loss, g = gf(Tensor(X[:500]), Tensor(Y[:500]))
    opt(g)
    if step % 5 == 0:
        print(f"lora step {step:3d} loss {float(loss.asnumpy()):.4f}", flush=True)
os.makedirs("lora_out", exist_ok=True)
ms.save_checkpoint(base.trainable_params(), "lora_out/adapter_model.ckpt")   # model.save_pretrained(out)
print("saved adapter:", [p.name for p in base.trainable_params()])

# 3) evaluation script: fresh network, load the saved fine-tune
model = Classifier()
params = ms.load_checkpoint("lora_out/adapter_model.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(model, params, strict_load=False)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)
model.set_train(False)
eval_loss = float(loss_fn(model(Tensor(X[500:])), Tensor(Y[500:])).asnumpy())
print(f"eval loss {eval_loss:.4f} eval acc {accuracy(model):.3f} (fine-tuned model before saving: acc {accuracy(base):.3f})")
