# Greedy decoding loop ported from PyTorch (torch.cat([input_ids, next_token[:, None]], dim=-1)): the prompt ids
# are int32 (MindSpore habit, cast after tokenisation) while the next token comes from a numpy argmax (int64).
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(0)
V, H = 50, 16
emb, head = nn.Embedding(V, H), nn.Dense(H, V)
input_ids = Tensor(np.array([[3, 17, 22, 8]], np.int32))
for step in range(5):
    logits = head(emb(input_ids))
    next_token = Tensor(np.argmax(logits[:, -1].asnumpy(), axis=-1))
    print(f"step {step}: next token {next_token.asnumpy().tolist()} ({next_token.dtype}), ids {input_ids.dtype}", flush=True)
    input_ids = ops.cat((input_ids, next_token[:, None]), -1)
print("generated", input_ids.asnumpy().tolist())
