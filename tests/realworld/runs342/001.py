# Fine-tune a small GPT-style LM ported from a PyTorch/HF script; resume from the pre-trained checkpoint.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class TinyLM(nn.Cell):
    def __init__(self, vocab_size, hidden=64, layers=2, heads=4):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.blocks = nn.CellList([nn.TransformerEncoderLayer(hidden, heads, dim_feedforward=128, batch_first=True)
                                   for _ in range(layers)])
        self.norm = nn.LayerNorm((hidden,))
        self.lm_head = nn.Dense(hidden, vocab_size, has_bias=False)

    def construct(self, ids):
        h = self.embed(ids)
        for blk in self.blocks:
            h = blk(h)
        return self.lm_head(self.norm(h))

# "pre-training" stage (tokenizer had 5000 tokens)
pre = TinyLM(vocab_size=5000)
ms.save_checkpoint(pre, "tinylm_pretrained.ckpt")
print("saved pretrained checkpoint tinylm_pretrained.ckpt")

# fine-tune stage: vocab padded to a multiple of 64 like resize_token_embeddings(pad_to_multiple_of=64)
vocab = int(np.ceil(5000 / 64) * 64)
print(f"vocab_size={vocab}")
net = TinyLM(vocab_size=vocab)
param_dict = ms.load_checkpoint("tinylm_pretrained.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print("params not loaded:", not_loaded)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-4)
loss_fn = nn.CrossEntropyLoss()
def fwd(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, vocab), labels.reshape(-1))
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, 5000, (4, 32)), ms.int32)
    loss, grads = grad_fn(ids[:, :-1], ids[:, 1:])
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
