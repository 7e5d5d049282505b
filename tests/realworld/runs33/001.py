# Token-level classifier (NER-style) ported from PyTorch:
#   loss = F.nll_loss(F.log_softmax(logits, -1).view(-1, n_tags), torch.flatten(labels))
# torch.flatten flattens everything (start_dim=0); mindspore.ops.flatten keeps the first axis (start_dim=1).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, H, TAGS, B, S = 200, 32, 5, 4, 12

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, H)
        self.fc = nn.Dense(H, TAGS)
    def construct(self, ids):
        return self.fc(self.emb(ids))

net = Tagger()
loss_fn = nn.NLLLoss()
ids = Tensor(np.random.randint(0, VOCAB, (B, S)).astype(np.int32))
labels = Tensor(np.random.randint(0, TAGS, (B, S)).astype(np.int32))
logp = ops.log_softmax(net(ids), -1).reshape(-1, TAGS)
flat_labels = ops.flatten(labels)          # torch.flatten(labels) -> (B*S,) ; here stays (B, S)
print("log-probs", logp.shape, "labels", flat_labels.shape)
loss = loss_fn(logp, flat_labels)
print("loss", loss)
