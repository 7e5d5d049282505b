# mindformers run YAML edited in an editor that inserted a TAB to indent the new optimizer block (the rest uses
# spaces); MindFormerConfig parses the file.
from mindformers import MindFormerConfig
with open("run_llama_tiny.yaml", "w") as f:
    f.write("seed: 42\n"
            "run_mode: 'train'\n"
            "output_dir: './output'\n"
            "runner_config:\n"
            "  epochs: 2\n"
            "  batch_size: 4\n"
            "  sink_mode: False\n"
            "optimizer:\n"
            "  type: AdamW\n"
            "\tbetas: [0.9, 0.95]\n"
            "  eps: 1.e-8\n"
            "lr_schedule:\n"
            "  type: CosineWithWarmUpLR\n"
            "  learning_rate: 1.e-4\n"
            "  warmup_ratio: 0.03\n")
config = MindFormerConfig("run_llama_tiny.yaml")
print(config.optimizer)
