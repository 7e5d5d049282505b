# token classification fine-tune loop; labels use -100 for padding like HF DataCollatorForTokenClassification
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_device("CPU")
ms.set_seed(0)
np.random.seed(0)
V, D, C, T = 50, 16, 5, 6
class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.fc = nn.Dense(D, C)
    def construct(self, x):
        return self.fc(self.emb(x))
net = Tagger()
loss_fn = nn.CrossEntropyLoss(ignore_index=-100)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
def forward(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, C), y.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(6):
    x = np.random.randint(1, V, (4, T)).astype(np.int32)
    y = np.random.randint(0, C, (4, T)).astype(np.int32)
    if step >= 3:
        # sentences longer than the label window: every position masked out
        y[:] = -100
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
