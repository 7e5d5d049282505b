# torchrun env (MASTER_ADDR/MASTER_PORT/WORLD_SIZE/RANK) translated by hand to MindSpore's dynamic-cluster variables;
# the script is started as a worker, but no scheduler (MS_SCHED) process is ever started
import os
os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
os.environ.setdefault("MASTER_PORT", "29500")
os.environ.setdefault("WORLD_SIZE", "1")
os.environ.setdefault("RANK", "0")
os.environ.update({
    "MS_ROLE": "MS_WORKER",
    "MS_SCHED_HOST": os.environ["MASTER_ADDR"],
    "MS_SCHED_PORT": os.environ["MASTER_PORT"],
    "MS_WORKER_NUM": os.environ["WORLD_SIZE"],
    "MS_NODE_ID": os.environ["RANK"],
    "MS_TOPO_TIMEOUT": "30",
})
import mindspore as ms
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {get_rank()} / {get_group_size()} ready")
