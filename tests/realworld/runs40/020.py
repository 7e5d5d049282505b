# Mistake: HF Llama/GPT-NeoX position ids for left-padded batches:
#   position_ids = attention_mask.long().cumsum(-1) - 1
# The port builds attention_mask as a bool tensor (input_ids != pad_id) and drops the .long() cast, so
# CumSum receives a Bool tensor, which it has no dtype for.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
PAD = 0


class TinyDecoder(nn.Cell):
    def __init__(self, vocab=200, hidden=32, max_pos=64):
        super().__init__()
        self.tok = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_pos, hidden)
        self.lm_head = nn.Dense(hidden, vocab)

    def construct(self, input_ids):
        attention_mask = input_ids != PAD
        position_ids = ops.cumsum(attention_mask, -1) - 1        # torch: attention_mask.long().cumsum(-1) - 1
        position_ids = ops.masked_fill(position_ids, ~attention_mask, 1)
        return self.lm_head(self.tok(input_ids) + self.pos(position_ids))


rng = np.random.default_rng(0)
ids = rng.integers(1, 200, (4, 16)).astype(np.int32)
ids[0, :5] = PAD; ids[2, :9] = PAD                             # left padding for batched generation
net = TinyDecoder()
print("logits", net(Tensor(ids)).shape)
