# msrun data-parallel fine-tune: rank 0 tokenises the corpus with HF datasets and saves it,
# the other ranks load the processed copy (torch version: dist.barrier() sat between the two;
# dropped in the port because mindspore.communication has no barrier() helper in our util file).
import json, os, time
import numpy as np
import mindspore as ms
import mindspore.dataset as msds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from datasets import load_dataset, load_from_disk

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
PROC_DIR = "data_018/processed"

if rank == 0:
    os.makedirs("data_018", exist_ok=True)
    rng = np.random.default_rng(0)
    with open("data_018/corpus.jsonl", "w") as f:
        for i in range(150000):
            f.write(json.dumps({"text": " ".join(map(str, rng.integers(1, 500, rng.integers(5, 40)))), "label": int(rng.integers(0, 2))}) + "\n")
    raw = load_dataset("json", data_files="data_018/corpus.jsonl", split="train")

    def tok(batch):
        ids = [[int(t) for t in s.split()][:32] for s in batch["text"]]
        return {"input_ids": [x + [0] * (32 - len(x)) for x in ids]}

    raw = raw.map(tok, batched=True, remove_columns=["text"])
    raw.save_to_disk(PROC_DIR)
    print(f"[rank {rank}] saved processed dataset to {PROC_DIR}", flush=True)

data = load_from_disk(PROC_DIR).with_format("numpy")
print(f"[rank {rank}] loaded {len(data)} rows", flush=True)
src = msds.NumpySlicesDataset({"input_ids": data["input_ids"][:].astype(np.int32), "label": data["label"][:].astype(np.int32)},
                              shuffle=True, num_shards=world, shard_id=rank).batch(32)
net = nn.SequentialCell(nn.Embedding(500, 16), nn.Flatten(), nn.Dense(32 * 16, 2))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters)
for step, (ids, y) in enumerate(src.create_tuple_iterator()):
    loss, g = grad_fn(ids, y)
    opt(reducer(g))
    if step % 10 == 0:
        print(f"[rank {rank}] step {step} loss {loss.asnumpy():.4f}", flush=True)
