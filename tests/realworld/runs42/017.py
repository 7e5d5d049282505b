# Mistake: Megatron-style process groups ported from a 4-GPU torchrun script: the tensor-parallel
# group is created as torch.distributed.new_group(ranks=[0, 1, 2, 3]) -> mindspore create_group with
# the hard-coded rank list, but the job was launched with msrun --worker_num=2; ranks 2 and 3 do not
# exist, so the communication group cannot be created.
import numpy as np
import mindspore as ms
from mindspore import ops
from mindspore.communication import init, get_rank, get_group_size, create_group

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} initialised", flush=True)

TP_RANKS = [0, 1, 2, 3]                       # tensor_model_parallel_size=4 from the GPU launcher
create_group("tp_group", TP_RANKS)
print(f"rank {rank}: tp group ready", flush=True)
x = ms.Tensor(np.full((4,), rank, np.float32))
y = ops.AllReduce(group="tp_group")(x)
print(f"rank {rank}: allreduce {y.asnumpy()}", flush=True)
