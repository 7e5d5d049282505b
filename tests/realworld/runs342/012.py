# Tiny causal transformer LM (port of a HF GPT-style training script) on a synthetic arithmetic-sequence corpus.
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(12)
VOCAB, SEQ, BS, HID = 128, 24, 16, 64

class TinyGPT(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HID)
        self.wpe = nn.Embedding(SEQ, HID)
        self.blocks = nn.CellList([nn.TransformerEncoderLayer(HID, 4, dim_feedforward=4 * HID, dropout=0.0,
                                                              batch_first=True, norm_first=True) for _ in range(2)])
        self.ln_f = nn.LayerNorm((HID,))
        self.lm_head = nn.Dense(HID, VOCAB, has_bias=False)
        mask = np.triu(np.full((SEQ, SEQ), -1e9, np.float32), 1)
        self.causal_mask = ms.Tensor(mask)
        self.pos = ms.Tensor(np.arange(SEQ), ms.int32)
    def construct(self, ids):
        h = self.wte(ids) + self.wpe(self.pos)
        for blk in self.blocks:
            h = blk(h, src_mask=self.causal_mask)
        return self.lm_head(self.ln_f(h))

def corpus():
    rng = np.random.default_rng(0)
    for _ in range(1600):
        start, stride = rng.integers(0, VOCAB), rng.integers(1, 4)
        yield ((start + stride * np.arange(SEQ + 1)) % VOCAB).astype(np.int32),
train_ds = ds.GeneratorDataset(corpus, ["input_ids"], shuffle=True).batch(BS, drop_remainder=True)

net = TinyGPT()
print("trainable params:", sum(int(np.prod(p.shape)) for p in net.trainable_params()))
steps = train_ds.get_dataset_size() * 2
lr = nn.cosine_decay_lr(1e-4, 2e-3, steps, 1, 1)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
def forward_fn(ids):
    logits = net(ids[:, :-1])
    return loss_fn(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
net.set_train(True)
t0, step = time.time(), 0
for epoch in range(2):
    for (ids,) in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(ids)
        grads = ops.clip_by_global_norm(grads, 1.0)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f} elapsed {time.time() - t0:.1f}s")
        step += 1
print("training finished, final loss", f"{loss.asnumpy():.4f}")
