# MoE block of a MindFormers run YAML filled from an HF Mixtral-style config.json: num_local_experts and
# num_experts_per_tok were mapped the wrong way round onto expert_num / num_experts_chosen.
import json, textwrap
from mindformers import MindFormerConfig
from mindformers.modules.transformer.moe import MoEConfig
hf_cfg = {"model_type": "mixtral", "hidden_size": 128, "num_local_experts": 8, "num_experts_per_tok": 2,
          "router_aux_loss_coef": 0.02}
with open("finetune_moe.yaml", "w") as f:
    f.write(textwrap.dedent(f"""\
        seed: 0
        run_mode: 'finetune'
        moe_config:
          expert_num: {hf_cfg["num_experts_per_tok"]}
          num_experts_chosen: {hf_cfg["num_local_experts"]}
          aux_loss_factor: {hf_cfg["router_aux_loss_coef"]}
          capacity_factor: 1.1
          routing_policy: "TopkRouterV2"
    """))
config = MindFormerConfig("finetune_moe.yaml")
print("moe_config:", dict(config.moe_config))
moe_config = MoEConfig(**config.moe_config)
print("experts:", moe_config.expert_num, "chosen:", moe_config.num_experts_chosen)
