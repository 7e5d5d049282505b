# Port of an HF token-level LM loss. HF: loss = CE(reduction="sum") / num_items_in_batch.
# The port already uses the mean over tokens from CrossEntropyLoss and still divides by the token count.
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
V, L, B = 40, 32, 16
emb = nn.Embedding(V, 64); head = nn.Dense(64, V)
net = nn.SequentialCell(emb, nn.Dense(64, 64), nn.Tanh(), head)
ce = nn.CrossEntropyLoss()                       # reduction="mean" by default
opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
def fwd(ids, labels):
    logits = net(ids)
    num_items_in_batch = labels.size
    loss = ce(logits.reshape(-1, V), labels.reshape(-1)) / num_items_in_batch
    return loss
gf = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(1, 401):
    ids = np.random.randint(0, V, (B, L)).astype(np.int32)
    labels = ((ids + 1) % V).astype(np.int32)
    loss, g = gf(ms.Tensor(ids), ms.Tensor(labels)); opt(g)
    if step % 25 == 0:
        print(f"{{'loss': {loss.asnumpy():.6f}, 'learning_rate': 0.5, 'epoch': {step/400:.2f}, 'step': {step}}}")
