# HF-style text classifier port; forward() kept torch's device handling for the returned logits.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
device = "cpu"   # was: torch.device("cuda" if torch.cuda.is_available() else "cpu")

VOCAB, HIDDEN, LABELS = 500, 32, 3


class BagOfWordsClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(HIDDEN, LABELS)

    def construct(self, input_ids, attention_mask):
        h = self.embed(input_ids)
        m = attention_mask.astype(h.dtype).expand_dims(-1)
        pooled = (h * m).sum(1) / m.sum(1)
        logits = self.classifier(self.dropout(pooled))
        return logits.to(device)


net = BagOfWordsClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2)


def forward(ids, mask, labels):
    return loss_fn(net(ids, mask), labels)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(ids, mask, labels):
    loss, grads = grad_fn(ids, mask, labels)
    opt(grads)
    return loss


rng = np.random.default_rng(0)
ids = ms.Tensor(rng.integers(1, VOCAB, (16, 12)).astype(np.int32))
mask = ms.Tensor((rng.random((16, 12)) > 0.2).astype(np.int32))
labels = ms.Tensor(rng.integers(0, LABELS, 16).astype(np.int32))
net.set_train()
for step in range(20):
    loss = train_step(ids, mask, labels)
    print(f"step {step} loss {loss.asnumpy():.4f}")
