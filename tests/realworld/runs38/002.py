# HF _expand_mask ported: torch did mask[:, None, None, :].expand(bsz, 1, tgt_len, src_len).
# The port calls ops.broadcast_to on the raw (batch, seq) attention_mask without inserting the two
# singleton axes, so (2, 12) cannot be broadcast to (2, 1, 12, 12).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from transformers import BertTokenizerFast

vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "model", "is", "ported", "to", "mindspore",
         "and", "runs", "on", "cpu", "now"]
with open("vocab.txt", "w") as f:
    f.write("\n".join(vocab))
tok = BertTokenizerFast("vocab.txt")
batch = tok(["the model is ported to mindspore", "the model runs on cpu now and is ported"],
            padding="max_length", max_length=12, return_tensors="np")
print("input_ids", batch["input_ids"].shape)

def expand_mask(mask, dtype, tgt_len):
    bsz, src_len = mask.shape
    # torch: mask[:, None, None, :].expand(bsz, 1, tgt_len, src_len).to(dtype)
    expanded = ops.broadcast_to(mask, (bsz, 1, tgt_len, src_len)).astype(dtype)
    inverted = 1.0 - expanded
    return inverted.masked_fill(inverted.astype(ms.bool_), float(np.finfo(np.float32).min))

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(vocab), 32)
        self.attn = nn.MultiheadAttention(32, 4, batch_first=True)
    def construct(self, ids, mask):
        x = self.emb(ids)
        m = expand_mask(mask, ms.float32, ids.shape[1])
        return self.attn(x, x, x, attn_mask=m[:, 0].repeat(4, axis=0))[0]

enc = Encoder()
out = enc(Tensor(batch["input_ids"].astype(np.int32)), Tensor(batch["attention_mask"].astype(np.float32)))
print("encoder out", out.shape)
