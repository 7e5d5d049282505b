# Optimizer type taken from the DeepSpeed config of the GPU run ("optimizer": {"type": "FusedAdam"}) and written
# into the MindFormers run YAML.
import json, textwrap
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core.optim import build_optim
ds_config = {"optimizer": {"type": "FusedAdam", "params": {"lr": 1e-4, "weight_decay": 0.1}}}
with open("pretrain.yaml", "w") as f:
    f.write(textwrap.dedent(f"""\
        seed: 0
        run_mode: 'train'
        optimizer:
          type: {ds_config["optimizer"]["type"]}
          learning_rate: 1.0e-4
          weight_decay: {ds_config["optimizer"]["params"]["weight_decay"]}
          betas: [0.9, 0.95]
          eps: 1.0e-8
    """))
config = MindFormerConfig("pretrain.yaml")
net = nn.Dense(64, 64)
optimizer = build_optim(config.optimizer, default_args={"params": net.trainable_params()})
print(type(optimizer).__name__)
