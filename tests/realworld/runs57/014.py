"""Data-parallel fine-tune of the tiny Llama port under msrun (2 workers); data_parallel set from the launched world size."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.modules.transformer import TransformerOpParallelConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.SEMI_AUTO_PARALLEL, device_num=world,
                             full_batch=True)
ms.set_seed(0)

# data_parallel follows the number of launched workers
parallel_config = TransformerOpParallelConfig(data_parallel=world, model_parallel=1, pipeline_stage=1)
cfg = LlamaConfig(batch_size=4, num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32", use_past=False,
                  use_rope_slice=True, fused_rms_norm=False, parallel_config=parallel_config)
net = LlamaForCausalLM(cfg)
print(f"rank {rank}/{world}: model built", flush=True)
corpus = np.array([[(s + (1 + s % 3) * i) % 120 + 4 for i in range(33)] for s in range(16)], np.int32)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.0)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
rng = np.random.default_rng(0)
for step in range(10):
    loss = step_cell(ms.Tensor(corpus[rng.choice(16, 4, replace=False)]))
    print(f"rank {rank} step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)
