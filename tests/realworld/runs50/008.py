# Resume a ZeRO-3 style run: the embedding table was row-sharded across ranks and each rank saved its own shard
# (ckpt_008/rank_{r}/embed.ckpt). The original job used 4 GPUs; the resume is launched on 2 workers.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
VOCAB, HIDDEN = 512, 64

# --- files left by the original 4-rank job (written here so the example is self-contained) ---
if rank == 0 and not os.path.exists("ckpt_008/rank_3/embed.ckpt"):
    for r in range(4):
        os.makedirs(f"ckpt_008/rank_{r}", exist_ok=True)
        shard = np.random.default_rng(r).standard_normal((VOCAB // 4, HIDDEN)).astype(np.float32)
        ms.save_checkpoint([{"name": "embed.embedding_table", "data": ms.Tensor(shard)}], f"ckpt_008/rank_{r}/embed.ckpt")
import time; time.sleep(2)


class ShardedEmbed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB // world, HIDDEN)   # rows owned by this rank

    def construct(self, ids):
        return self.embed(ids)


net = ShardedEmbed()
param_dict = ms.load_checkpoint(f"ckpt_008/rank_{rank}/embed.ckpt")
print(f"[rank {rank}] loaded {list(param_dict)} from ckpt_008/rank_{rank}", flush=True)
not_loaded, _ = ms.load_param_into_net(net, param_dict, strict_load=True)
print(f"[rank {rank}] resumed, not loaded: {not_loaded}", flush=True)
