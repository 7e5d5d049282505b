# Evaluation script ported from HF: model.generate(..., num_return_sequences=4) for pass@k. In the torch
# script sampling was switched on by a CLI flag (--do_sample) that the MindFormers port dropped, so the
# generation config is built with num_return_sequences=4 and greedy decoding.
from transformers import GenerationConfig

gen_kwargs = dict(max_new_tokens=128, num_return_sequences=4, temperature=0.8, top_p=0.95,
                  pad_token_id=0, eos_token_id=2)
print("generation kwargs:", gen_kwargs)
gen_cfg = GenerationConfig(**gen_kwargs)
gen_cfg.save_pretrained("eval_gen_config")
print("saved eval_gen_config/generation_config.json")
