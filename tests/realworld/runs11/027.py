# fine-tune YAML copied out of the mindformers repository's configs/ tree into the project; it still inherits from
# the recipe through a relative base_config path that only resolves inside that tree.
import os, textwrap
from mindformers import MindFormerConfig
os.makedirs("configs", exist_ok=True)
with open("configs/finetune_llama_tiny.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        base_config: ['../llama2/pretrain_llama2_7b.yaml']
        run_mode: 'finetune'
        load_checkpoint: './checkpoint/llama_tiny.ckpt'
        runner_config:
          epochs: 2
          batch_size: 4
        model:
          model_config:
            seq_length: 128
            num_layers: 2
    """))
config = MindFormerConfig("configs/finetune_llama_tiny.yaml")
print("run_mode:", config.run_mode, "model:", config.model.model_config, flush=True)
