# msrun 2 workers: parallel_config copied from the 4-card recipe (data_parallel 2 x model_parallel 2) for a
# 2-card debug run; only --worker_num was lowered.
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
launch('''
import textwrap
from mindformers import MindFormerConfig, build_context
from mindformers.core.parallel_config import build_parallel_config
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
with open("finetune_llama_2p.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        seed: 0
        run_mode: 'finetune'
        output_dir: './output'
        use_parallel: True
        context:
          mode: 0
          device_target: "CPU"
        parallel:
          parallel_mode: 1
          gradients_mean: False
          full_batch: True
        parallel_config:
          data_parallel: 2
          model_parallel: 2
          pipeline_stage: 1
          micro_batch_num: 1
        model:
          model_config:
            type: LlamaConfig
            batch_size: 1
            seq_length: 64
            hidden_size: 128
            num_layers: 2
            num_heads: 4
            vocab_size: 256
            compute_dtype: "float32"
            param_init_type: "float32"
    """))
config = MindFormerConfig("finetune_llama_2p.yaml")
build_context(config)
build_parallel_config(config)
model_config = {k: v for k, v in config.model.model_config.items() if k != "type"}
model_config["parallel_config"] = config.parallel_config
net = LlamaForCausalLM(LlamaConfig(**model_config))
from mindspore.communication import get_rank, get_group_size
print(f"rank {get_rank()}/{get_group_size()}: built {type(net).__name__}, "
      f"{sum(p.size for p in net.get_parameters())} parameters", flush=True)
''', port=8151)
