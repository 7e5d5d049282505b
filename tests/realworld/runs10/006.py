# healthy twin: msrun 2 workers, the MindFormers YAML parallel block rewritten for the 2-card debug job
# (data_parallel 1 x model_parallel 2 = 2 devices); each worker builds the tiny LlamaForCausalLM and prints its size.
import os, subprocess, sys, glob
def launch(script, workers=2, local=2, port=8141, extra=()):
    with open("train.py", "w") as f:
        f.write(script)
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    cmd = ["msrun", f"--worker_num={workers}", f"--local_worker_num={local}", f"--master_port={port}",
           "--log_dir=msrun_log", "--join=True", *extra, "train.py"]
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=560)
    print(proc.stdout, flush=True)
    for log in sorted(glob.glob("msrun_log/*.log")):
        print(f"$ tail -n 40 {log}")
        with open(log) as f:
            print("".join(f.readlines()[-40:]), flush=True)
    sys.exit(proc.returncode)
YAML = """
model:
  model_config:
    type: LlamaConfig
    num_layers: 2
    hidden_size: 64
    num_heads: 4
    vocab_size: 256
    seq_length: 32
    compute_dtype: float32
    param_init_type: float32
    fused_rms_norm: False
parallel_config:
  data_parallel: 1
  model_parallel: 2
  pipeline_stage: 1
  micro_batch_num: 1
"""
with open("finetune_llama_tiny.yaml", "w") as f:
    f.write(YAML)
launch('''
import mindspore as ms
from mindspore.communication import init, get_rank, get_group_size
from mindformers import MindFormerConfig, LlamaConfig
from mindformers.models.llama import LlamaForCausalLM
from mindformers.modules.transformer.transformer import TransformerOpParallelConfig
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=world, full_batch=True)
cfg = MindFormerConfig("finetune_llama_tiny.yaml")
pc = TransformerOpParallelConfig(**cfg.parallel_config)
mc = dict(cfg.model.model_config)
mc.pop("type")
model_cfg = LlamaConfig(parallel_config=pc, **mc)
print(f"rank {rank}/{world}: dp={pc.data_parallel} mp={pc.model_parallel} pp={pc.pipeline_stage}", flush=True)
model = LlamaForCausalLM(model_cfg)
n = sum(p.size for p in model.trainable_params())
print(f"rank {rank} built LlamaForCausalLM with {n} parameters", flush=True)
''', port=8923, extra=("--cluster_time_out=90",))
