# Sequence classification head ported from a GPT-2 style torch model: pool the hidden state of the last
# non-pad token with torch.gather.
#   idx = (attention_mask.sum(1) - 1).view(-1, 1, 1).expand(-1, 1, hidden)
#   pooled = torch.gather(hidden, 1, idx).squeeze(1)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, H, B, S = 100, 32, 4, 10

class LastTokenClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, H)
        self.proj = nn.Dense(H, H, activation="tanh")
        self.score = nn.Dense(H, 3)
    def construct(self, ids, mask):
        hidden = self.proj(self.emb(ids))
        idx = (mask.sum(1) - 1).reshape(-1, 1, 1).broadcast_to((-1, 1, H))
        pooled = ops.gather(hidden, idx, 1).squeeze(1)
        return self.score(pooled)

ids = np.random.randint(1, VOCAB, (B, S)).astype(np.int32)
mask = np.ones((B, S), np.int32)
mask[1, 6:] = 0
mask[3, 4:] = 0
net = LastTokenClassifier()
logits = net(Tensor(ids), Tensor(mask))
print("logits", logits.shape)
loss = nn.CrossEntropyLoss()(logits, Tensor(np.array([0, 2, 1, 0], np.int32)))
print("loss", loss)
