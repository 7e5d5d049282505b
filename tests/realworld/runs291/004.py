# Port of a Hugging Face style single-layer Transformer text classifier to MindSpore (graph mode for speed)
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)

VOCAB, HIDDEN, HEADS, SEQ, NUM_LABELS = 500, 64, 4, 32, 2

class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.num_heads = HEADS
        self.head_dim = HIDDEN // HEADS
        self.query = nn.Dense(HIDDEN, HIDDEN)
        self.key = nn.Dense(HIDDEN, HIDDEN)
        self.value = nn.Dense(HIDDEN, HIDDEN)
        self.out = nn.Dense(HIDDEN, HIDDEN)
        self.softmax = nn.Softmax(axis=-1)

    def split_heads(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, hidden_states, attention_mask):
        q = self.split_heads(self.query(hidden_states))
        k = self.split_heads(self.key(hidden_states))
        v = self.split_heads(self.value(hidden_states))
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(self.head_dim)
        # extended attention mask, as in modeling_bert.get_extended_attention_mask
        try:
            ext = (1.0 - attention_mask[:, None, None, :]) * -10000.0
        except IndexError:
            ext = (1.0 - attention_mask) * -10000.0
        probs = self.softmax(scores + ext)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3)
        b, s = ctx.shape[0], ctx.shape[1]
        return self.out(ctx.view(b, s, HIDDEN))

class TinyBertForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = nn.Embedding(VOCAB, HIDDEN)
        self.position_embeddings = nn.Embedding(SEQ, HIDDEN)
        self.attention = SelfAttention()
        self.ln1 = nn.LayerNorm((HIDDEN,), epsilon=1e-12)
        self.ffn = nn.SequentialCell(nn.Dense(HIDDEN, 4 * HIDDEN), nn.GELU(approximate=False), nn.Dense(4 * HIDDEN, HIDDEN))
        self.ln2 = nn.LayerNorm((HIDDEN,), epsilon=1e-12)
        self.classifier = nn.Dense(HIDDEN, NUM_LABELS)
        self.pos_ids = ms.Tensor(np.arange(SEQ)[None, :], ms.int32)

    def construct(self, input_ids, attention_mask):
        h = self.embeddings(input_ids) + self.position_embeddings(self.pos_ids)
        h = self.ln1(h + self.attention(h, attention_mask))
        h = self.ln2(h + self.ffn(h))
        return self.classifier(h[:, 0])

def synthetic_corpus(n=512):
    rng = np.random.default_rng(0)
    ids = rng.integers(5, VOCAB, size=(n, SEQ)).astype(np.int32)
    lengths = rng.integers(8, SEQ + 1, size=n)
    mask = (np.arange(SEQ)[None, :] < lengths[:, None]).astype(np.float32)
    ids = np.where(mask > 0, ids, 0).astype(np.int32)
    labels = (ids[:, 1] > VOCAB // 2).astype(np.int32)
    return ids, mask, labels

ids, mask, labels = synthetic_corpus()
train_ds = ds.NumpySlicesDataset({"input_ids": ids, "attention_mask": mask, "labels": labels}, shuffle=True).batch(32)

model = TinyBertForSequenceClassification()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4, weight_decay=0.01)

def forward_fn(input_ids, attention_mask, labels):
    logits = model(input_ids, attention_mask)
    return loss_fn(logits, labels)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(input_ids, attention_mask, labels):
    loss, grads = grad_fn(input_ids, attention_mask, labels)
    optimizer(grads)
    return loss

print(f"num examples = {len(ids)}, num batches = {train_ds.get_dataset_size()}")
for epoch in range(3):
    model.set_train()
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        loss = train_step(batch["input_ids"], batch["attention_mask"], batch["labels"])
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
