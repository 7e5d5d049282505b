# Tiny BERT-style encoder classifier ported from a Hugging Face modeling file, trained in graph mode.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_device("CPU")
ms.set_seed(3)

class SelfAttention(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.h = heads
        self.d = hidden // heads
        self.query = nn.Dense(hidden, hidden)
        self.key = nn.Dense(hidden, hidden)
        self.value = nn.Dense(hidden, hidden)
        self.out = nn.Dense(hidden, hidden)
        self.softmax = nn.Softmax(axis=-1)
    def transpose_for_scores(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, self.h, self.d).transpose(0, 2, 1, 3)
    def construct(self, hidden_states, attention_mask):
        q = self.transpose_for_scores(self.query(hidden_states))
        k = self.transpose_for_scores(self.key(hidden_states))
        v = self.transpose_for_scores(self.value(hidden_states))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.d)
        scores = scores + (1.0 - attention_mask[:, None, None, :]) * -10000.0
        probs = self.softmax(scores)

        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3)
        b, s = ctx.shape[0], ctx.shape[1]
        return self.out(ctx.reshape(b, s, self.h * self.d))

class EncoderLayer(nn.Cell):
    def __init__(self, hidden, heads, ffn):
        super().__init__()
        self.attn = SelfAttention(hidden, heads)
        self.ln1 = nn.LayerNorm((hidden,), epsilon=1e-12)
        self.ffn = nn.SequentialCell(nn.Dense(hidden, ffn), nn.GELU(), nn.Dense(ffn, hidden))
        self.ln2 = nn.LayerNorm((hidden,), epsilon=1e-12)
    def construct(self, x, mask):
        x = self.ln1(x + self.attn(x, mask))
        return self.ln2(x + self.ffn(x))

class TinyBertForSequenceClassification(nn.Cell):
    def __init__(self, vocab=1000, hidden=64, heads=4, layers=2, ffn=128, max_len=32, num_labels=2):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, hidden)
        self.position_embeddings = nn.Embedding(max_len, hidden)
        self.layers = nn.CellList([EncoderLayer(hidden, heads, ffn) for _ in range(layers)])
        self.classifier = nn.Dense(hidden, num_labels)
        self.pos_ids = ms.Tensor(np.arange(max_len)[None, :], ms.int32)
    def construct(self, input_ids, attention_mask):
        x = self.word_embeddings(input_ids) + self.position_embeddings(self.pos_ids)
        for layer in self.layers:
            x = layer(x, attention_mask)
        return self.classifier(x[:, 0])

def gen():
    rng = np.random.default_rng(0)
    for _ in range(512):
        ids = rng.integers(1, 1000, 32).astype(np.int32)
        n = rng.integers(8, 33)
        ids[n:] = 0
        mask = (ids > 0).astype(np.float32)
        yield ids, mask, np.int32(ids[1] % 2)

train = ds.GeneratorDataset(gen, ["input_ids", "attention_mask", "labels"]).batch(32, drop_remainder=True)
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

model.set_train()
for epoch in range(2):
    for step, (ids, mask, labels) in enumerate(train.create_tuple_iterator()):
        loss = train_step(ids, mask, labels)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
