# Token-level LM loss ported from a torch autocast loop:
#     with torch.autocast("cuda", dtype=torch.float16): logits = model(ids)
#     logp = F.log_softmax(logits.view(-1, V).float(), -1)
#     loss = -logp.gather(1, labels.view(-1, 1)).sum() / n_tokens
# The .float() keeps the log-softmax and the token sum in float32. The port casts the whole WithLossCell to float16
# (net_with_loss.to_float(ms.float16)), so the summed token loss is accumulated in float16 too.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

V, D, B, T = 1000, 64, 32, 512
class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.ff = nn.SequentialCell([nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D)])
        self.head = nn.Dense(D, V)
    def construct(self, ids):
        h = self.emb(ids)
        h = h + self.ff(h)
        return self.head(h).reshape(-1, V)

class TokenLoss(nn.Cell):
    def __init__(self):
        super().__init__()
    def construct(self, logits, labels):
        n_tokens = labels.shape[0]
        logp = ops.log_softmax(logits, -1)
        token_logp = ops.gather_elements(logp, 1, labels.reshape(-1, 1))
        return -token_logp.sum() / n_tokens

net = TinyLM()
net_with_loss = nn.WithLossCell(net, TokenLoss())
net_with_loss.to_float(ms.float16)          # "autocast" for the whole step
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(net_with_loss, opt)
train_step.set_train()

data = np.random.randint(0, V, (12, B, T + 1)).astype(np.int32)
for step in range(12):
    ids = Tensor(data[step, :, :-1])
    labels = Tensor(data[step, :, 1:].reshape(-1))
    loss = train_step(ids, labels)
    print(f"step {step:3d} | loss {float(loss.asnumpy()):.4f} | tokens {B * T}", flush=True)
