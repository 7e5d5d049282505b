# torch DDP broadcasts rank 0's parameters at wrap time; the port does it by hand with ops.Broadcast.
# Special tokens were added to the tokenizer inside `if rank == 0:` (the torch script only logged there),
# so rank 0 resized its embedding and rank 1 did not.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from transformers import BertTokenizerFast
import os

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()

os.makedirs("tok_004", exist_ok=True)
vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + [chr(c) for c in range(97, 123)] + ["the", "cat", "sat"]
with open("tok_004/vocab.txt", "w") as f:
    f.write("\n".join(vocab) + "\n")
tokenizer = BertTokenizerFast("tok_004/vocab.txt")
if rank == 0:
    n_added = tokenizer.add_special_tokens({"additional_special_tokens": ["<user>", "<assistant>", "<sys>"]})
    print(f"[rank 0] added {n_added} special tokens", flush=True)


class TinyLM(nn.Cell):
    def __init__(self, vocab_size, hidden=32):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.proj = nn.Dense(hidden, vocab_size)

    def construct(self, ids):
        return self.proj(self.embed(ids))


net = TinyLM(len(tokenizer))
print(f"[rank {rank}] vocab {len(tokenizer)}", flush=True)

broadcast = ops.Broadcast(root_rank=0)
for p in net.trainable_params():
    synced = broadcast((p.value(),))[0]
    p.set_data(synced)
print(f"[rank {rank}] parameters synced from rank 0", flush=True)
ids = ms.Tensor(np.array(tokenizer(["the cat sat"])["input_ids"], np.int32))
print(f"[rank {rank}] logits {net(ids).shape}", flush=True)
