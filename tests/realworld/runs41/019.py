# Mistake: offline-inference script ported from vLLM (`--tensor-parallel-size 4` on a 4-GPU box) to
# the MindFormers inference parallel state; tensor_model_parallel_size=4 is kept, but the job is
# launched with msrun on 2 workers, so the parallel layout needs 4 ranks while only 2 exist.
import argparse
import mindspore as ms
from mindspore.communication import init, get_rank, get_group_size
from mindformers.parallel_core.inference.parallel_state import initialize_model_parallel

p = argparse.ArgumentParser()
p.add_argument("--tensor-parallel-size", type=int, default=4)   # vLLM flag of the original script
args = p.parse_args()

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} initialised, tensor_parallel_size={args.tensor_parallel_size}", flush=True)
initialize_model_parallel(tensor_model_parallel_size=args.tensor_parallel_size)
print(f"rank {rank}: model parallel groups ready", flush=True)
