# DDP text-classification fine-tune: each rank reads its own shard of the CSV and tokenises on the fly (HF fast tokenizer)
import os
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from transformers import BertTokenizerFast

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

os.makedirs("data_024", exist_ok=True)
words = ["good", "bad", "great", "awful", "movie", "plot", "actor", "boring", "fun", "the", "was", "a"]
if rank == 0 and not os.path.exists("data_024/train.csv"):
    with open("data_024/vocab.txt", "w") as f:
        f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words) + "\n")
    rng = np.random.default_rng(0)
    rows = []
    for i in range(256):
        text = " ".join(rng.choice(words, 8))
        rows.append({"text": text if i != 201 else "", "label": int("good" in text or "great" in text)})
    pd.DataFrame(rows).to_csv("data_024/train.csv", index=False)
import time; time.sleep(3)

df = pd.read_csv("data_024/train.csv")          # the empty review becomes NaN
shard = df.iloc[rank::world].reset_index(drop=True)
tok = BertTokenizerFast("data_024/vocab.txt")
net = nn.SequentialCell(nn.Embedding(tok.vocab_size, 32), nn.Flatten(), nn.Dense(32 * 16, 2))
opt = nn.Adam(net.trainable_params(), 1e-2)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda a, b: nn.CrossEntropyLoss()(net(a), b), None, opt.parameters)
for epoch in range(2):
    for i in range(0, len(shard), 16):
        batch = shard.iloc[i:i + 16]
        enc = tok(list(batch["text"]), padding="max_length", truncation=True, max_length=16, return_tensors="np")
        loss, grads = grad_fn(ms.Tensor(enc["input_ids"].astype(np.int32)), ms.Tensor(batch["label"].values.astype(np.int32)))
        opt(reducer(grads))
    print(f"[rank {rank}] epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
