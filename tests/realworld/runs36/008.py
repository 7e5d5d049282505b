# Position ids for left-padded batched generation, ported from HF prepare_inputs_for_generation:
#     position_ids = attention_mask.long().cumsum(-1) - 1
#     position_ids.masked_fill_(attention_mask == 0, 1)
# The port uses the torch-like mindspore.mint API and is tested on the CPU backend.
import numpy as np
import mindspore as ms
from mindspore import mint, Tensor

attention_mask = Tensor(np.array([[0, 0, 1, 1, 1, 1],
                                  [1, 1, 1, 1, 1, 1]], np.int64))
position_ids = mint.cumsum(attention_mask, dim=-1) - 1
position_ids = position_ids.masked_fill(attention_mask == 0, 1)
print("position_ids", position_ids)
