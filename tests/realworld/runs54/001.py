# Port of a HF-style sentence classifier (mean pooling head) from PyTorch to MindSpore, trained in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, HIDDEN, NUM_LABELS, SEQ = 500, 32, 3, 24


class MeanPooler(nn.Cell):
    """torch: pooled = (h * mask.unsqueeze(-1)).sum(1) / mask.sum(1).view(bsz, 1)"""
    def __init__(self, hidden):
        super().__init__()
        self.dense = nn.Dense(hidden, hidden)
        self.act = nn.Tanh()

    def construct(self, hidden_states, attention_mask):
        bsz = hidden_states.size(0)
        lengths = attention_mask.sum(axis=1).view(bsz, 1)
        summed = (hidden_states * attention_mask[..., None]).sum(axis=1)
        return self.act(self.dense(summed / lengths))


class TinyEncoderForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = nn.Embedding(VOCAB, HIDDEN)
        self.encoder = nn.SequentialCell([nn.Dense(HIDDEN, HIDDEN), nn.GELU(), nn.Dense(HIDDEN, HIDDEN)])
        self.pooler = MeanPooler(HIDDEN)
        self.classifier = nn.Dense(HIDDEN, NUM_LABELS)

    def construct(self, input_ids, attention_mask):
        h = self.encoder(self.embeddings(input_ids))
        return self.classifier(self.pooler(h, attention_mask))


def make_batch(n):
    ids = np.random.randint(1, VOCAB, (n, SEQ)).astype(np.int32)
    lens = np.random.randint(8, SEQ + 1, n)
    mask = (np.arange(SEQ)[None, :] < lens[:, None]).astype(np.float32)
    ids = ids * mask.astype(np.int32)
    labels = (ids[:, 0] % NUM_LABELS).astype(np.int32)
    return ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(labels)


model = TinyEncoderForSequenceClassification()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)


def forward_fn(input_ids, attention_mask, labels):
    logits = model(input_ids, attention_mask)
    return loss_fn(logits, labels)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(input_ids, attention_mask, labels):
    loss, grads = grad_fn(input_ids, attention_mask, labels)
    optimizer(grads)
    return loss


for step in range(20):
    ids, mask, labels = make_batch(16)
    loss = train_step(ids, mask, labels)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
