# Tool-calling SFT data for the MindFormers fine-tune: the tool schemas are generated from the
# project's Python tool functions, as in the transformers tool-use docs.
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = ["<unk>", "<s>", "</s>", "<pad>", "<|im_start|>", "<|im_end|>", "<tool_call>", "</tool_call>"] + \
    "what is the weather in paris today it is sunny user assistant system tools".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="<|im_end|>", unk_token="<unk>", pad_token="<pad>")
tok.chat_template = (
    "{% if tools %}{{ '<|im_start|>system\ntools ' }}{% for t in tools %}{{ t | tojson }}{% endfor %}{{ '<|im_end|>\n' }}{% endif %}"
    "{% for m in messages %}{{ '<|im_start|>' + m['role'] + '\n' + m['content'] + '<|im_end|>\n' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

def get_weather(city: str, day: str = "today") -> str:
    """Return the weather forecast for a city.

    city: name of the city
    day: which day, default today
    """
    return "sunny"

def get_time(tz: str) -> str:
    """Return the local time in a timezone.

    Args:
        tz: IANA timezone name
    """
    return "12:00"

conversations = [
    [{"role": "user", "content": "what is the weather in paris today"},
     {"role": "assistant", "content": "it is sunny"}],
]
for conv in conversations:
    ids = tok.apply_chat_template(conv, tools=[get_time, get_weather], tokenize=True)
    print(len(ids), ids[:16])
