# Distributed eval of a classifier ported from accelerate: each rank tokenises its prompts with padding="longest"
# (HF default in the eval collator), runs the model and all-gathers the per-token logits for the metric on rank 0
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from transformers import BertTokenizerFast

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
words = ["the", "cat", "sat", "on", "mat", "dog", "ran", "far", "away", "home", "quickly", "today"]
os.makedirs("tok_020", exist_ok=True)
with open(f"tok_020/vocab_{rank}.txt", "w") as f:
    f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words) + "\n")
tok = BertTokenizerFast(f"tok_020/vocab_{rank}.txt")
prompts = {0: ["the cat sat", "the dog ran", "cat on mat", "dog ran home"],
           1: ["the dog ran far away home quickly today", "the cat sat", "cat sat on the mat today", "dog ran"]}[rank]
enc = tok(prompts, padding="longest", return_tensors="np")
print(f"[rank {rank}] input_ids {enc['input_ids'].shape}", flush=True)

net = nn.SequentialCell(nn.Embedding(tok.vocab_size, 16), nn.Dense(16, 3))
logits = net(ms.Tensor(enc["input_ids"].astype(np.int32)))
print(f"[rank {rank}] logits {logits.shape}", flush=True)
all_logits = ops.AllGather()(logits)      # accelerator.gather(logits)
if rank == 0:
    print(f"gathered logits {all_logits.shape}", flush=True)
    print("token-level argmax histogram:", np.bincount(all_logits.argmax(-1).asnumpy().ravel(), minlength=3), flush=True)
