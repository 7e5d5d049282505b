# Port of an HF fine-tuning script: torch AdamW param groups (decay / no-decay) kept as-is
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

class Classifier(nn.Cell):
    def __init__(self, d_in=32, hidden=64, n_cls=4):
        super().__init__()
        self.dense1 = nn.Dense(d_in, hidden)
        self.norm = nn.LayerNorm((hidden,))
        self.act = nn.GELU()
        self.classifier = nn.Dense(hidden, n_cls)
    def construct(self, x):
        return self.classifier(self.act(self.norm(self.dense1(x))))

model = Classifier()
no_decay = ["bias", "norm.gamma", "norm.beta"]
optimizer_grouped_parameters = [
    {"params": [p for p in model.trainable_params() if not any(nd in p.name for nd in no_decay)],
     "weight_decay": 0.01, "betas": (0.9, 0.98)},
    {"params": [p for p in model.trainable_params() if any(nd in p.name for nd in no_decay)],
     "weight_decay": 0.0, "betas": (0.9, 0.98)},
]
optimizer = nn.AdamWeightDecay(optimizer_grouped_parameters, learning_rate=3e-4, eps=1e-6)
loss_fn = nn.CrossEntropyLoss()

def forward_fn(x, y):
    return loss_fn(model(x), y)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)
x = ms.Tensor(np.random.randn(64, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 4, (64,)).astype(np.int32))
for step in range(20):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
