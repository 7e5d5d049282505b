"""Port of an HF fine-tuning script that ran with torch_dtype=torch.bfloat16; MindSpore run on the CPU dev box."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(9)

VOCAB, HIDDEN, SEQ = 256, 64, 32


class MLPMixerLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HIDDEN)
        self.token_mix = nn.Dense(SEQ, SEQ)
        self.channel_mix = nn.SequentialCell(nn.Dense(HIDDEN, 4 * HIDDEN), nn.GELU(), nn.Dense(4 * HIDDEN, HIDDEN))
        self.norm1 = nn.LayerNorm((HIDDEN,))
        self.norm2 = nn.LayerNorm((HIDDEN,))
        self.lm_head = nn.Dense(HIDDEN, VOCAB)

    def construct(self, ids):
        h = self.emb(ids)
        h = h + self.token_mix(self.norm1(h).transpose(0, 2, 1)).transpose(0, 2, 1)
        h = h + self.channel_mix(self.norm2(h))
        return self.lm_head(h)


def text_generator(n=512):
    rng = np.random.default_rng(9)
    for _ in range(n):
        start = rng.integers(0, VOCAB)
        seq = (start + np.arange(SEQ + 1) * rng.integers(1, 4)) % VOCAB
        yield (seq.astype(np.int32),)


loader = ds.GeneratorDataset(text_generator, column_names=["input_ids"], shuffle=True).batch(16, drop_remainder=True)
net = MLPMixerLM()
net.to_float(ms.bfloat16)  # torch: model.to(torch.bfloat16)
print(f"compute dtype: bfloat16, steps/epoch: {loader.get_dataset_size()}")
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.0)


def forward(ids):
    logits = net(ids[:, :-1]).astype(ms.float32)
    return ops.cross_entropy(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)
for epoch in range(2):
    for step, (ids,) in enumerate(loader.create_tuple_iterator()):
        loss, grads = grad_fn(ids)
        optimizer(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
