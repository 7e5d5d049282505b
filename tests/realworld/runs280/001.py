# Port of a small PyTorch text classifier (BERT-style encoder) to MindSpore, graph mode + Model.train
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(42)

VOCAB, SEQ, HID, HEADS, NCLS = 2000, 32, 64, 4, 3


def gen():
    rng = np.random.default_rng(0)
    for _ in range(512):
        ids = rng.integers(1, VOCAB, SEQ).astype(np.int32)
        label = np.int32(ids[:4].sum() % NCLS)
        yield ids, label


class SelfAttention(nn.Cell):
    def __init__(self, hidden, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Dense(hidden, hidden * 3)
        self.proj = nn.Dense(hidden, hidden)
        self.scale = self.head_dim ** -0.5

    def construct(self, x):
        b, s, _ = x.shape
        qkv = self.qkv(x).reshape(b, s, 3, self.heads, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        try:
            # fused kernel when available (mirrors torch F.scaled_dot_product_attention)
            out = ops.flash_attention_score(q, k, v, self.heads, input_layout="BNSD", scalar_value=self.scale)
        except RuntimeError:
            attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
            out = ops.matmul(attn, v)
        out = out.transpose(0, 2, 1, 3).reshape(b, s, -1)
        return self.proj(out)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((HID,))
        self.attn = SelfAttention(HID, HEADS)
        self.ln2 = nn.LayerNorm((HID,))
        self.mlp = nn.SequentialCell(nn.Dense(HID, 4 * HID), nn.GELU(), nn.Dense(4 * HID, HID))

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.pos = ms.Parameter(ms.Tensor(np.random.normal(0, 0.02, (1, SEQ, HID)).astype(np.float32)), name="pos")
        self.blocks = nn.CellList([Block() for _ in range(2)])
        self.head = nn.Dense(HID, NCLS)

    def construct(self, ids):
        x = self.emb(ids) + self.pos
        for blk in self.blocks:
            x = blk(x)
        return self.head(x.mean(axis=1))


dataset = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=True).batch(32, drop_remainder=True)
print("steps per epoch:", dataset.get_dataset_size())
net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc"})
model.train(3, dataset, callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
print(model.eval(dataset, dataset_sink_mode=False))
