"""Tiny BERT-style text classifier ported from a Hugging Face BertForSequenceClassification fine-tune."""
import math
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(42)
np.random.seed(42)

VOCAB, HIDDEN, HEADS, LAYERS, MAXLEN, NCLS, BS = 1000, 64, 4, 2, 32, 2, 8

def make_samples(n):
    for _ in range(n):
        L = np.random.randint(8, MAXLEN + 1)
        ids = np.zeros(MAXLEN, np.int32)
        ids[:L] = np.random.randint(1, VOCAB, L)
        mask = np.zeros(MAXLEN, np.int32)
        mask[:L] = 1
        label = np.int32(int(ids[1] % 2))
        yield ids, mask, label

class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = HEADS
        self.d = HIDDEN // HEADS
        self.query = nn.Dense(HIDDEN, HIDDEN)
        self.key = nn.Dense(HIDDEN, HIDDEN)
        self.value = nn.Dense(HIDDEN, HIDDEN)
        self.out = nn.Dense(HIDDEN, HIDDEN)
        self.scale = 1.0 / math.sqrt(self.d)

    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, self.h, self.d).transpose(0, 2, 1, 3)

    def construct(self, x, ext_mask):
        q, k, v = self.split(self.query(x)), self.split(self.key(x)), self.split(self.value(x))
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
        scores = scores + ext_mask
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3)
        b, s = ctx.shape[0], ctx.shape[1]
        return self.out(ctx.reshape(b, s, HIDDEN))

class Layer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = SelfAttention()
        self.ln1 = nn.LayerNorm((HIDDEN,), epsilon=1e-12)
        self.ffn = nn.SequentialCell(nn.Dense(HIDDEN, 4 * HIDDEN), nn.GELU(False), nn.Dense(4 * HIDDEN, HIDDEN))
        self.ln2 = nn.LayerNorm((HIDDEN,), epsilon=1e-12)
    def construct(self, x, ext_mask):
        x = self.ln1(x + self.attn(x, ext_mask))
        return self.ln2(x + self.ffn(x))

class TinyBert(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word = nn.Embedding(VOCAB, HIDDEN)
        self.pos = nn.Embedding(MAXLEN, HIDDEN)
        self.layers = nn.CellList([Layer() for _ in range(LAYERS)])
        self.pool = nn.Dense(HIDDEN, HIDDEN, activation="tanh")
        self.cls = nn.Dense(HIDDEN, NCLS)
    def construct(self, input_ids, attention_mask):
        pos_ids = ops.arange(input_ids.shape[1]).expand_dims(0)
        x = self.word(input_ids) + self.pos(pos_ids)
        # get_extended_attention_mask
        ext_mask = (1.0 - attention_mask.astype(ms.float32)) * -10000.0
        for layer in self.layers:
            x = layer(x, ext_mask)
        return self.cls(self.pool(x[:, 0]))

net = TinyBert()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)

def forward(ids, mask, labels):
    logits = net(ids, mask)
    return loss_fn(logits, labels)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(ids, mask, labels):
    loss, grads = grad_fn(ids, mask, labels)
    opt(grads)
    return loss

dataset = ds.GeneratorDataset(list(make_samples(512)), ["input_ids", "attention_mask", "labels"], shuffle=True)
dataset = dataset.batch(BS, drop_remainder=True)
print(f"train batches per epoch: {dataset.get_dataset_size()}")
net.set_train()
for epoch in range(2):
    for step, (ids, mask, labels) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(ids, mask, labels)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
